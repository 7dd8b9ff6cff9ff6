export { default } from '@/features/content/screens/not-found';
