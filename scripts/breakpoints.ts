/** Writes src/styles/breakpoints.css (the custom media style sheets use) from src/styles/breakpoints.ts. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { customMediaCss } from '../src/styles/breakpoints';

const target = join(__dirname, '../src/styles/breakpoints.css');
writeFileSync(target, customMediaCss());
console.log(`wrote ${target}`);
