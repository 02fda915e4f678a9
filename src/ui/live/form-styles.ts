import { FIELD, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../common/looks';

export const INPUT = `h-8 w-full min-w-0 bg-surface px-2 ${FIELD}`;
export const FIELD_LABEL = 'text-[10px] font-semibold tracking-wider text-fg-muted uppercase';
export const PRIMARY = `inline-flex h-8 items-center ${PRIMARY_BUTTON}`;
export const SECONDARY = `inline-flex h-8 items-center ${SECONDARY_BUTTON} disabled:opacity-50`;
