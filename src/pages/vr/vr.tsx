export { default } from '@/features/exhibition/screens/exhibition';
