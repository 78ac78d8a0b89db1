/** A heart of an Arabic page posted as a plain form: back to /ar/favoris (server/favourites/heart-form.ts). */
import { postHeartForm } from '@/server/favourites/heart-form';

export const POST = (request: Request) => postHeartForm(request, 'ar');
