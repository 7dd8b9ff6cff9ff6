export { default } from '@/features/contest/screens/submit-work';
