export declare const SHARED_APP_LINE: string
export declare const SECOND_SHARED_APP_LINE: string
export declare const OWN_SERVERS_LINE: string
export declare const OWN_SERVERS_FILES: string[]
export declare const SECOND_SHARED_APP_FILES: string[]
export declare const OWN_SERVERS_ON_SECOND_LINE: string[]
