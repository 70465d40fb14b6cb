// `npm run contract`: regenerates the front end's contract types from the API's schemas.
import fs from 'node:fs';
import path from 'node:path';
import { CONTRACT_FILE, renderContract } from './render-contract';

const target = path.resolve(import.meta.dirname, '..', '..', CONTRACT_FILE);
fs.writeFileSync(target, renderContract());
console.log(`Wrote ${CONTRACT_FILE}`);
