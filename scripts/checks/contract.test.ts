// The front end's contract types must be exactly what the API's schemas say (no hand copy, no drift).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { CONTRACT_FILE, renderContract } from '../contract/render-contract';

test(`${CONTRACT_FILE} matches the API's schemas (run \`npm run contract\` after changing a schema)`, () => {
  const committed = fs.readFileSync(path.resolve(import.meta.dirname, '..', '..', CONTRACT_FILE), 'utf8');
  assert.equal(committed, renderContract());
});
