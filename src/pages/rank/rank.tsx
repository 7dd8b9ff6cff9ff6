export { default } from '@/features/contest/screens/ranking';
