export declare const TEST_ADMIN: { email: string; password: string }
export declare const TEST_PAYLOAD_SECRET: string
export declare const TEST_REFUSAL_FLOOR_MS: number
