/**
 * The contract is enforced by the compiler: the fixtures (left out of the build) are compiled
 * here with the TypeScript API. A route answering an undeclared status, a route leaving out a
 * response field, a call whose messages miss a declared status, and a screen or a test stub using
 * a status the call's outcome cannot carry each fail with the expected diagnostic; the control
 * fixture, doing all of it right, compiles clean.
 */
import path from 'node:path';
import ts from 'typescript';

const fixtures = path.join(__dirname, 'fixtures');
const FILES = ['control', 'undeclaredStatus', 'missingField', 'missingText', 'undeclaredOutcomeStatus'] as const;

function compile(): Record<(typeof FILES)[number], string[]> {
  const configFile = path.join(fixtures, 'tsconfig.json');
  const { config } = ts.readConfigFile(configFile, (file) => ts.sys.readFile(file));
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, fixtures);
  const program = ts.createProgram({
    rootNames: FILES.map((name) => path.join(fixtures, `${name}.ts`)),
    options: { ...parsed.options, noEmit: true },
  });
  const messagesOf = (name: string): string[] => {
    const source = program.getSourceFile(path.join(fixtures, `${name}.ts`));
    if (!source) throw new Error(`fixture ${name} not compiled`);
    return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)].map((diagnostic) =>
      ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
    );
  };
  return Object.fromEntries(FILES.map((name) => [name, messagesOf(name)])) as Record<(typeof FILES)[number], string[]>;
}

describe('the contract at compile time', () => {
  const diagnostics = compile();

  it('compiles a route and a call that keep to their entry', () => {
    expect(diagnostics.control).toEqual([]);
  });

  it('fails a route answering a status its entry does not declare', () => {
    expect(diagnostics.undeclaredStatus).toHaveLength(1);
    expect(diagnostics.undeclaredStatus[0]).toMatch(/"RECORD_EXIST"/);
  });

  it('fails a route whose OK answer leaves out a response field', () => {
    expect(diagnostics.missingField).toHaveLength(1);
    expect(diagnostics.missingField[0]).toMatch(/Property 'roster_period' is missing/);
  });

  it('fails a call whose messages give a declared status no text', () => {
    expect(diagnostics.missingText).toHaveLength(1);
    expect(diagnostics.missingText[0]).toMatch(/statusesWithoutText.*"INVALID_SHIFT_DETAILS"/s);
  });

  it("fails a screen comparing a call's outcome with a status it cannot carry, and a test stubbing one", () => {
    expect(diagnostics.undeclaredOutcomeStatus).toHaveLength(3);
    const [undeclared, invalid, stub] = diagnostics.undeclaredOutcomeStatus;
    expect(undeclared).toMatch(/This comparison appears to be unintentional.*"NO_SUCH_STATUS"/s);
    expect(invalid).toMatch(/This comparison appears to be unintentional.*"INVALID"/s);
    expect(stub).toMatch(/Type '"FAILED"' is not assignable/);
  });
});
