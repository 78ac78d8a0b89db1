/** A heart posted as a plain form (server/favourites/heart-form.ts). */
import { postHeartForm } from '@/server/favourites/heart-form';

export const POST = postHeartForm;
