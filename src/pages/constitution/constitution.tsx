export { default } from '@/features/content/screens/constitution';
