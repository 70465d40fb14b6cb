import { Type } from 'typebox';

// The CSV import's answers (the front end reads them through the contract: api/src/contract.ts).

const Counts = { create: Type.Integer(), update: Type.Integer(), unchanged: Type.Integer(), refused: Type.Integer() };
const LineErrors = Type.Record(Type.String(), Type.String(), { description: "The product form's message per field (`line` for the whole line)" });
export const ImportQuery = Type.Object({ dryRun: Type.Optional(Type.Boolean({ description: 'Only say what importing would do' })) });
export const ImportPlanSchema = Type.Object({
  counts: Type.Object(Counts),
  rows: Type.Array(
    Type.Object({
      line: Type.Integer({ description: 'The line of the file the row ends on (the header is line 1)' }),
      action: Type.Union([Type.Literal('create'), Type.Literal('update'), Type.Literal('unchanged'), Type.Literal('refused')]),
      id: Type.Optional(Type.Integer()),
      name: Type.String(),
      errors: Type.Optional(LineErrors),
    }),
  ),
});
export const ImportStarted = Type.Object({ jobId: Type.Integer() });
export const ImportJobSchema = Type.Object({
  id: Type.Integer(),
  status: Type.Union([Type.Literal('RUNNING'), Type.Literal('DONE'), Type.Literal('FAILED'), Type.Literal('INTERRUPTED')], {
    description: 'INTERRUPTED: its process stopped before the end; importing the same file again finishes it',
  }),
  total: Type.Integer({ description: 'Lines of the file, header left out' }),
  processed: Type.Integer(),
  created: Type.Integer(),
  updated: Type.Integer(),
  unchanged: Type.Integer(),
  refused: Type.Integer(),
  refusals: Type.Array(Type.Object({ line: Type.Integer(), name: Type.String(), errors: Type.Optional(LineErrors) })),
  error: Type.Union([Type.String(), Type.Null()]),
  startedAt: Type.String(),
  finishedAt: Type.Union([Type.String(), Type.Null()]),
});
