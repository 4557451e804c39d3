import { execFileSync } from 'node:child_process';
import path from 'node:path';

// The root lint configuration, run through ESLint's Node API in a child process (ESLint loads its ES-module
// configuration with import(), which jest's CommonJS sandbox does not offer).
const ROOT = path.resolve(__dirname, '../../../..');

type Finding = { file: string; line: number; rule: string | null };

function lint(files: Record<string, string>): Finding[] {
  const script = `
    import { ESLint } from 'eslint';
    const files = JSON.parse(process.env.LINT_FILES);
    const eslint = new ESLint({ cwd: process.cwd() });
    const findings = [];
    for (const [filePath, code] of Object.entries(files)) {
      const [result] = await eslint.lintText(code, { filePath });
      for (const message of result.messages) findings.push({ file: filePath, line: message.line, rule: message.ruleId });
    }
    console.log(JSON.stringify(findings));
  `;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: ROOT,
    env: { ...process.env, LINT_FILES: JSON.stringify(files) },
    encoding: 'utf8',
  });
  return JSON.parse(output) as Finding[];
}

const HARD_CODED = `import { Button, Input } from '@chakra-ui/react';

export function Example({ on, items }: { on: boolean; items: string[] }) {
  return (
    <div>
      Guardar cambios
      <img alt="Logotipo de la entidad" src="/logo.png" />
      <Button aria-label="Cerrar el aviso" type="button">
        {on ? 'Sí' : 'No'}
      </Button>
      <Input placeholder="Escribe tu correo" />
      {items.map((item) => (
        <span key={item} title="Elemento de la lista">
          {item}
        </span>
      ))}
    </div>
  );
}
`;

const TRANSLATED = `import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function Example({ count, on }: { count: number; on: boolean }) {
  const { t } = useTranslation('public');
  return (
    <div className="example" data-state={on ? 'open' : 'closed'}>
      {t('title')} {' · '} {count} —
      <Button aria-label={t('close')} type="button" variant="outline" colorPalette="brand" size="sm">
        {t(on ? 'yes' : 'no', { ns: 'common' })}
      </Button>
    </div>
  );
}
`;

describe('the lint rule against hard-coded texts', () => {
  it('reports JSX text, shown attributes and literal branches in a front end, with their lines', () => {
    const findings = lint({ 'remote-public/src/features/example/example.tsx': HARD_CODED });
    expect(findings.every((finding) => finding.rule === 'i18next/no-literal-string')).toBe(true);
    // The text (reported where it starts, right after <div>), alt, aria-label, both branches of the condition,
    // the placeholder and the title inside a list.
    expect(findings.map((finding) => finding.line)).toEqual([5, 7, 8, 9, 9, 11, 13]);
  });

  it('accepts translated texts, punctuation, numbers and style props, and leaves tests and the API alone', () => {
    expect(
      lint({
        'remote-intranet/src/features/example/example.tsx': TRANSLATED,
        'shell/src/features/example/__tests__/example.test.tsx': HARD_CODED,
        'shared/src/testing/example.tsx': HARD_CODED,
        'api/src/routes/example.tsx': HARD_CODED,
      }),
    ).toEqual([]);
  });
});
