export const RU_REGION_NAMES: Record<string, string> = {};
