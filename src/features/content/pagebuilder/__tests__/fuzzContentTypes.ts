import { parsers } from '../parsers';

/** Every recognised content type, plus a few unknown ones. */
export const CONTENT_TYPES_FOR_FUZZ = [...Object.keys(parsers), 'mystery', 'ROW', ''];
