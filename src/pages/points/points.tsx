export { default } from '@/features/points/screens/points-centre';
