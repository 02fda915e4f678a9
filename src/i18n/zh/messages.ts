// The messages strings in 简体中文 (terms as in ../shared/GLOSSARY.md).

import type { Catalog } from '../en';

export const messages: Catalog['messages'] = {};
