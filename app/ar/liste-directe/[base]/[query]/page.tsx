/* An Arabic list search our links do not make, rendered per request (see app/(fr)/liste-directe). */
export const dynamic = 'force-dynamic';

export { default, generateMetadata } from '../../../liste/[base]/[query]/page';
