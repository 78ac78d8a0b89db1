/*
 * The account pages that always exist get their frame at once while they are read. Those that may
 * answer 404 (a receipt, a payment, a listing to edit, a user) sit outside this group: inside a
 * loading boundary the 200 is sent with the frame, before the page can say it does not exist.
 */
export { AccountLoading as default } from '@/components/account/AccountLoading';
