/**
 * Namespaces whose text ships with the screens that use them (their sub-package on the
 * mini-program, their page chunk on H5) instead of with the first script. A feature adds its own
 * by declaration merging in its i18n/index.ts, which also registers the catalogues when imported:
 *
 *   declare module '@/shared/i18n/domains' { interface DomainMessages { address: AddressMessages } }
 *
 * A file that uses a key of a namespace imports that index (test/unit/i18n/domains.test.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DomainMessages {}

export type DomainName = keyof DomainMessages;
