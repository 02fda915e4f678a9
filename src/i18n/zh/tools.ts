// The tools strings in 简体中文 (terms as in ../shared/GLOSSARY.md).

import type { Catalog } from '../en';

export const tools: Catalog['tools'] = {};
