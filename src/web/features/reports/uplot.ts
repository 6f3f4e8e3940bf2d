import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/** uPlot and its stylesheet, as one chunk that only the charts of /reportes import. */
export default uPlot;
