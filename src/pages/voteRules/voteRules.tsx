export { default } from '@/features/contest/screens/contest-rules';
