export { default } from '@/features/points/screens/points-rules';
