import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { englishContractMessages } from './contract-messages';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

const localesDir = new URL('./locales/', import.meta.url);
const readNamespace = (language: string, file: string) => JSON.parse(readFileSync(new URL(`${language}/${file}`, localesDir), 'utf8')) as Json;

/** Every text of a namespace under its dotted key ("hero.stats.days", "introduction.paragraphs.0"). */
function texts(value: Json, prefix = ''): Map<string, string> {
  if (typeof value === 'string') return new Map([[prefix, value]]);
  if (value === null || typeof value !== 'object') return new Map([[prefix, String(value)]]);
  const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
  return new Map(entries.flatMap(([key, item]) => [...texts(item, prefix ? `${prefix}.${key}` : key)]));
}

/** What a translation must keep: the `{{variables}}` it interpolates and the `<tags>` Trans fills in. */
const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/{{\s*([\w.]+)[^}]*}}/g)].map((m) => `{{${m[1]}}}`).concat([...text.matchAll(/<(\w+)>/g)].map((m) => `<${m[1]}>`)))].sort();

/** The differences between an English namespace and its translation; empty when they match. */
function differences(english: Json, translation: Json): string[] {
  const [en, other] = [texts(english), texts(translation)];
  return [
    ...[...en.keys()].filter((key) => !other.has(key)).map((key) => `missing ${key}`),
    ...[...other.keys()].filter((key) => !en.has(key)).map((key) => `extra ${key}`),
    ...[...en]
      .filter(([key, text]) => other.has(key) && placeholders(text).join() !== placeholders(other.get(key)!).join())
      .map(([key, text]) => `${key}: ${placeholders(text).join(' ')} ≠ ${placeholders(other.get(key)!).join(' ')}`),
  ];
}

const englishFiles = readdirSync(new URL('en/', localesDir)).filter((file) => file.endsWith('.json')).sort();

describe('the Spanish copy', () => {
  it('has a file for every English namespace, and the contracts’ messages, and nothing else', () => {
    const spanishFiles = readdirSync(new URL('es/', localesDir)).filter((file) => file.endsWith('.json')).sort();
    expect(spanishFiles).toEqual([...englishFiles, 'contractMessages.json'].sort());
  });

  it.each(englishFiles)('%s has exactly the English keys, with the same variables and tags', (file) => {
    expect(differences(readNamespace('en', file), readNamespace('es', file))).toEqual([]);
  });

  it('translates every message of the contracts, fixed or built from values, and every field label they name (the English namespace is built from them)', () => {
    expect(differences(englishContractMessages() as unknown as Json, readNamespace('es', 'contractMessages.json'))).toEqual([]);
  });

  it('is told apart from a wrong one: a missing key, an extra key and a lost variable all fail', () => {
    const english = { greeting: 'Hello, {{name}}', link: 'Read the <privacyLink>policy</privacyLink>' };
    expect(differences(english, { greeting: 'Hola, {{name}}', link: 'Lee el <privacyLink>aviso</privacyLink>' })).toEqual([]);
    expect(differences(english, { greeting: 'Hola' , link: 'Lee el aviso', extra: 'x' })).toEqual([
      'extra extra',
      'greeting: {{name}} ≠ ',
      'link: <privacyLink> ≠ ',
    ]);
    expect(differences(english, { greeting: 'Hola, {{name}}' })).toEqual(['missing link']);
  });
});
