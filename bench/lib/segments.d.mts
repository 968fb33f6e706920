export declare const SEGMENTS: { label: string; query: Record<string, string> }[];
export declare const segmentQuery: (query: Record<string, string>) => string;
