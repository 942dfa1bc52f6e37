/**
 * The site's social profiles. SAMPLE VALUES: placeholders on reserved `.example` domains. The
 * year, the dates, the deadlines and the contact mailbox are not here: they are the edition
 * settings organizers edit (content service), read through `features/edition/queries/edition-queries`.
 */
export interface SocialLink {
  network: 'instagram' | 'linkedin';
  url: string;
}

export interface EditionConfig {
  socialLinks: readonly SocialLink[];
}

export const editionConfig: EditionConfig = {
  socialLinks: [
    { network: 'instagram', url: 'https://instagram.example/mexicotrek' },
    { network: 'linkedin', url: 'https://linkedin.example/company/mexicotrek' },
  ],
};
