import fs from 'node:fs';
import path from 'node:path';

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === '__tests__' ? [] : sourceFiles(full);
    return /\.(tsx?|jsx?)$/.test(entry.name) ? [full] : [];
  });
}

/** The value names a surface file re-exports. */
export function surfaceNames(surfaceFile: string): Set<string> {
  const text = fs.readFileSync(surfaceFile, 'utf8').replace(/\/\/.*$/gm, '');
  return new Set(
    [...text.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((block) =>
      block[1]
        .split(',')
        .map(
          (name) =>
            name
              .trim()
              .split(/\s+as\s+/)
              .pop() ?? '',
        )
        .filter(Boolean),
    ),
  );
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/**
 * Fails the build when a front-end source imports from a surface-shared package (`package → surface file`) a
 * value that the surface does not provide (it would be undefined at run time), or imports the package in a way
 * that bypasses the singleton (a namespace import or a subpath).
 */
export function checkSurfaceImports(surfaces: Record<string, string>, sourceDirs: string[]): void {
  const problems: string[] = [];
  const files = sourceDirs.flatMap(sourceFiles);
  for (const [pkg, surfaceFile] of Object.entries(surfaces)) {
    const allowed = surfaceNames(surfaceFile);
    const name = escape(pkg);
    const named = new RegExp(`(?:import|export)\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*['"]${name}['"]`, 'g');
    const bypass = new RegExp(
      `(?:import\\s+\\*\\s+as\\s+\\w+\\s+from\\s*['"]${name}['"])|(?:from\\s*['"]${name}/[^'"]*['"])`,
      'g',
    );
    for (const file of files) {
      const text = fs.readFileSync(file, 'utf8');
      for (const match of text.matchAll(named)) {
        if (match[1]) continue; // `import type { … }`
        for (const specifier of match[2].split(',')) {
          const trimmed = specifier.trim();
          if (!trimmed || trimmed.startsWith('type ')) continue;
          const imported = trimmed.split(/\s+as\s+/)[0].trim();
          if (!allowed.has(imported))
            problems.push(`${file}: ${imported} (${pkg}) is not in ${path.basename(surfaceFile)}`);
        }
      }
      for (const match of text.matchAll(bypass)) {
        problems.push(`${file}: "${match[0]}" bypasses the shared ${pkg} singleton`);
      }
    }
  }
  if (problems.length > 0) {
    throw new Error(
      `Imports that the shared surfaces cannot serve (add the names to the surface file):\n  ${problems.join('\n  ')}`,
    );
  }
}

/** `key: value` entries of an object literal named `objectName` in a JavaScript file. */
function objectKeys(file: string, objectName: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const body = new RegExp(`${objectName}\\s*=\\s*\\{([^}]*)\\}`).exec(text)?.[1] ?? '';
  return [...body.matchAll(/^\s*(\w+)\s*:/gm)].map((match) => match[1]);
}

/** Recipe keys (Chakra's list, `chakraObject` in `chakraFile`) whose component the surface has and the theme lacks. */
function missingRecipes(
  names: Set<string>,
  themeFile: string,
  themeObject: string,
  chakraFile: string,
  chakraObject: string,
) {
  const included = new Set(objectKeys(themeFile, themeObject));
  return objectKeys(chakraFile, chakraObject).filter(
    (key) => names.has(key[0].toUpperCase() + key.slice(1)) && !included.has(key),
  );
}

/**
 * Fails the build when the surface lists a Chakra component whose recipe or slot recipe the shared theme
 * (chakra-theme.js) leaves out: the component would render unstyled.
 */
export function checkRecipes(surfaceFile: string, themeFile: string, chakraThemeDir: string): void {
  const names = surfaceNames(surfaceFile);
  const missing = [
    ...missingRecipes(names, themeFile, 'surfaceRecipes', path.join(chakraThemeDir, 'recipes.js'), 'recipes'),
    ...missingRecipes(
      names,
      themeFile,
      'surfaceSlotRecipes',
      path.join(chakraThemeDir, 'slot-recipes.js'),
      'slotRecipes',
    ),
  ];
  if (missing.length > 0) {
    throw new Error(
      `The shared Chakra theme lacks the recipes of surface components: ${missing.join(', ')} ` +
        `(add them to surfaceRecipes or surfaceSlotRecipes in ${path.basename(themeFile)})`,
    );
  }
}
