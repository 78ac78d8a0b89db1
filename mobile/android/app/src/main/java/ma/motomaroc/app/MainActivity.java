package ma.motomaroc.app;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
