/**
 * Edition details the site shell needs. SAMPLE VALUES: the contact mailbox and social profiles
 * below are placeholders on reserved `.example` domains, to be replaced by the edition settings
 * that organizers edit (served by the content service) in a later issue.
 */
export interface SocialLink {
  network: 'instagram' | 'linkedin';
  url: string;
}

export interface EditionConfig {
  year: number;
  contactEmail: string;
  socialLinks: readonly SocialLink[];
}

export const editionConfig: EditionConfig = {
  year: 2026,
  contactEmail: 'contact@mexicotrek.example',
  socialLinks: [
    { network: 'instagram', url: 'https://instagram.example/mexicotrek' },
    { network: 'linkedin', url: 'https://linkedin.example/company/mexicotrek' },
  ],
};
