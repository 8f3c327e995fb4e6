export function axeAssetPath(version: string): string;
