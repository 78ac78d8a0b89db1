'use client';

export { ErrorView as default } from '@/components/layout/ErrorView';
