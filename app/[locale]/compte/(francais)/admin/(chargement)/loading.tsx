/* The back office pages that always exist (see app/compte/(chargement)/loading.tsx). */
export { AccountLoading as default } from '@/components/account/AccountLoading';
