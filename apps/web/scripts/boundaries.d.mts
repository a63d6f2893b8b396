export declare const ENTRY_FILES: readonly string[];
export declare function checkBoundaries(root: string): string[];
