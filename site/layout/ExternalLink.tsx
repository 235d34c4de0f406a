/** A link that leaves the site: opens in a new tab without giving the other page a handle on ours. */
import type { AnchorHTMLAttributes } from 'react';

export function ExternalLink(props: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'>) {
  return <a {...props} target="_blank" rel="noopener noreferrer" />;
}
