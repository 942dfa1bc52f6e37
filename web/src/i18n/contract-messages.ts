import { contractMessageTemplates, contractMessageTexts, fieldLabels, type contractMessageCatalogs, type ContractTemplateKey, type FieldLabelKey } from '@trek/contracts';

type Catalogs = typeof contractMessageCatalogs;

/**
 * The `contractMessages` namespace: each fixed contract message under its key ("group.name"); each
 * value-built one's template under `built.<key>`, with `{{values}}`; and the field labels those
 * templates name under `fieldLabels.<key>`.
 */
export type ContractMessagesNamespace = {
  [Group in keyof Catalogs]: { [Name in keyof Catalogs[Group] as Catalogs[Group][Name] extends string ? Name : never]: string };
} & {
  built: Record<ContractTemplateKey, string>;
  fieldLabels: Record<FieldLabelKey, string>;
};

/**
 * The English namespace is the contracts' own texts (the spec's wording), so it cannot drift from
 * what the servers answer; another language is a JSON file of the same keys.
 */
export function englishContractMessages(): ContractMessagesNamespace {
  const namespace: Record<string, Record<string, string>> = {};
  for (const [key, text] of contractMessageTexts) {
    const [group, name] = key.split('.') as [string, string];
    (namespace[group] ??= {})[name] = text;
  }
  namespace.built = Object.fromEntries(Object.entries(contractMessageTemplates).map(([key, template]) => [key, template.english]));
  namespace.fieldLabels = { ...fieldLabels };
  return namespace as ContractMessagesNamespace;
}
