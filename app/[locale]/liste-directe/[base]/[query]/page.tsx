/*
 * A list search our links do not make (a price, a mileage or a model typed in; a name the site
 * does not know, which is a 404): rendered for its visitor, never kept in the page cache, so that
 * a script varying values cannot push the real pages out of it. Reached through proxy.ts only.
 */
export const dynamic = 'force-dynamic';

export { default, generateMetadata } from '../../../liste/[base]/[query]/page';
