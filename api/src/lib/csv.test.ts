import fc from 'fast-check';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { dollarsCell, neutralisedCell, originalCell } from './csv';

test('a neutralised cell reads back as the text it stood for, and ordinary text is left alone', () => {
  for (const text of ['=A1', '+1', '-5', '@x', '\tx', '\rx', "'=already quoted", 'plain', "it's", "'plain", '', 'a=b']) {
    assert.equal(originalCell(neutralisedCell(text)), text, JSON.stringify(text));
  }
  assert.equal(neutralisedCell('plain'), 'plain');
  assert.equal(neutralisedCell('=A1'), "'=A1");
  assert.equal(originalCell("'plain"), "'plain", 'an apostrophe before ordinary text is the text itself');
});

test('any text: its cell never starts a formula, and reads back as the text', () => {
  const formulaish = fc.stringMatching(/^'{0,3}[=+\-@\t\r'a]{0,3}.{0,8}$/);
  fc.assert(
    fc.property(fc.oneof(fc.string(), formulaish), (text) => {
      const cell = neutralisedCell(text);
      assert.ok(!/^[=+\-@\t\r]/.test(cell), JSON.stringify(cell));
      assert.equal(originalCell(cell), text);
    }),
  );
});

test('cents are written as dollars with 2 decimals', () => {
  assert.equal(dollarsCell(1999), '19.99');
  assert.equal(dollarsCell(5), '0.05');
  assert.equal(dollarsCell(100000000), '1000000.00');
});
