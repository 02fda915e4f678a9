import { en, type Catalog } from './en';
import type { Language } from './language';
import { zh } from './zh';

export type { Catalog };

export const CATALOGS: Readonly<Record<Language, Catalog>> = { en, zh };
