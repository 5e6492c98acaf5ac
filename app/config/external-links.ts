/** Links that leave the site: documentation, API, blog and social networks. */
export interface ExternalLink {
  href: string;
  label: string;
}

export const RESOURCE_LINKS: readonly ExternalLink[] = [
  { href: 'https://docs.synthamour.com', label: 'Documentation' },
  { href: 'https://api.synthamour.com', label: 'API reference' },
  { href: 'https://blog.synthamour.com', label: 'Blog' },
];

export const SOCIAL_LINKS: readonly ExternalLink[] = [
  { href: 'https://x.com/synthamour', label: 'X (Twitter)' },
  { href: 'https://www.linkedin.com/company/synthamour', label: 'LinkedIn' },
  { href: 'https://www.instagram.com/synthamour', label: 'Instagram' },
  { href: 'https://www.youtube.com/@synthamour', label: 'YouTube' },
  { href: 'https://github.com/synthamour', label: 'GitHub' },
];
