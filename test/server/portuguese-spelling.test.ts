import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { messageTemplates } from '../../server/src/i18n';
import { startTestServer, type TestServer } from './helpers/harness';
import * as schema from './helpers/fixtures/schema';

// Issue #27: Portuguese is written one way throughout, the European Portuguese of the 1990
// orthographic agreement that Macau's government uses ("atividades", "interativa", "ação"), in the
// app's catalogues, the server's messages and everything seeded (records and rules pages).

/**
 * Words of the spelling before the agreement, each beside its form today. Only consonants that
 * are not pronounced in Portugal fell ("contacto", "facto", "perspetiva" and "carácter" stay).
 */
const BEFORE_1990: [RegExp, string][] = [
  [/\bactividade/i, 'atividade'],
  [/\binteractiv/i, 'interativ'],
  [/\bacç(ão|ões)/i, 'ação / ações'],
  [/\breacç(ão|ões)/i, 'reação'],
  [/\bdirecç(ão|ões)/i, 'direção'],
  [/\bcolecç(ão|ões)/i, 'coleção'],
  [/\bselecç(ão|ões)|\bseleccion/i, 'seleção / selecionar'],
  [/\bprotecç(ão|ões)/i, 'proteção'],
  [/\bcorrecç(ão|ões)|\bcorrect[oa]s?\b/i, 'correção / correto'],
  [/\brecepç(ão|ões)/i, 'receção'],
  [/\bexcepç(ão|ões)|\bexcepcion/i, 'exceção'],
  [/\binfecç(ão|ões)/i, 'infeção'],
  [/\bprojecto/i, 'projeto'],
  [/\bespectácul/i, 'espetáculo'],
  [/\bespectador/i, 'espetador'],
  [/\bsector(es)?\b/i, 'setor'],
  [/\bactua(l|lmente|liza|lizar|lização|lizad)/i, 'atual / atualizar'],
  [/\bactu(ar|ação|ou)\b/i, 'atuar'],
  [/\bexact(o|a|os|as|amente)\b/i, 'exato'],
  [/\bóptim/i, 'ótimo'],
  [/\bobjectiv/i, 'objetivo'],
  [/\befectiv|\befectu/i, 'efetivo / efetuar'],
  [/\belectró?n/i, 'eletrónico'],
  [/\baspecto/i, 'aspeto'],
  [/\badopt(ar|ad|e|ou)/i, 'adotar'],
  [/\bdirect(o|a|os|as|amente|or|ora|ores)\b/i, 'direto / diretor'],
  [/\bbaptis/i, 'batismo'],
  [/\bacto\b|\bactos\b/i, 'ato'],
  [
    /\b(Janeiro|Fevereiro|Março|Abril|Maio|Junho|Julho|Agosto|Setembro|Outubro|Novembro|Dezembro) de\b/,
    'months in small letters',
  ],
];

function oldSpellings(where: string, text: string): string[] {
  return BEFORE_1990.flatMap(([pattern, today]) => {
    const found = pattern.exec(text);
    return found ? [`${where}: "${found[0]}" (today: ${today}) in "${text.slice(0, 80)}"`] : [];
  });
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

function ptCatalogues(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return ptCatalogues(file);
    return name === 'pt.ts' && file.includes(`${path.sep}i18n${path.sep}`) ? [file] : [];
  });
}

test('a word of the old spelling is found (the check reads what it is given)', () => {
  expect(oldSpellings('example', 'Uma visita interactiva às actividades')).toHaveLength(2);
  expect(oldSpellings('example', 'Uma visita interativa às atividades; contacto e facto')).toEqual(
    [],
  );
});

test("the app's Portuguese catalogues use today's spelling", () => {
  const files = ptCatalogues(path.resolve('src'));
  expect(files.length).toBeGreaterThanOrEqual(20);
  const found = files.flatMap((file) =>
    strings(require(file)).flatMap((text) => oldSpellings(path.relative('src', file), text)),
  );
  expect(found).toEqual([]);
});

test("the server's Portuguese messages use today's spelling", () => {
  const found = messageTemplates('pt').flatMap((text) => oldSpellings('server i18n', text));
  expect(found).toEqual([]);
});

describe('what the database is seeded with', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  test("every Portuguese text of the seed uses today's spelling", async () => {
    const tables = await schema.tableNames(t.kysely);
    const found: string[] = [];
    let checked = 0;
    for (const table of tables) {
      const columns = (await schema.columnsOf(t.kysely, table))
        .map((column) => column.name)
        .filter((name) => name.endsWith('_pt') || name === 'label');
      for (const column of columns) {
        for (const value of await schema.columnValues(t.kysely, table, column)) {
          // A JSON label carries its four languages: its pt.
          const text =
            column === 'label'
              ? String((JSON.parse(String(value)) as { pt?: string }).pt ?? '')
              : String(value ?? '');
          checked += 1;
          found.push(...oldSpellings(`${table}.${column}`, text));
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(found).toEqual([]);
  });
});
