export declare function failureReport(lines: string[]): string[]
