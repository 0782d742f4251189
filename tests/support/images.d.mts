export declare function sixteenBitPng(width?: number, height?: number): Promise<Buffer>
export declare function phoneJpeg(megapixels?: number): Promise<Buffer>
