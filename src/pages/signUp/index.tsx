export { default } from '@/features/contest/screens/my-works';
