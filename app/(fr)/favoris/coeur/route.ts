/** A heart posted as a plain form: back to /favoris (server/favourites/heart-form.ts). */
import { postHeartForm } from '@/server/favourites/heart-form';

export const POST = (request: Request) => postHeartForm(request, 'fr');
