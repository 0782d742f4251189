export declare const SHARED_APP_LINE: string
export declare const OWN_SERVERS_LINE: string
export declare const OWN_SERVERS_FILES: string[]
