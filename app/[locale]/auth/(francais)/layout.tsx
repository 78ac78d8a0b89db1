export { FrenchOnly as default } from '@/components/routes/FrenchOnly';
