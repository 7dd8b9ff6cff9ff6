export { default } from '@/features/heritage-tour/screens/heritage-tour';
