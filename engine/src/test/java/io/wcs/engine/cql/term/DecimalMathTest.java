package io.wcs.engine.cql.term;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

/** The expected texts are Cassandra 5.0.2's answers for the same arguments (golden script 112). */
class DecimalMathTest {

  private static void assertText(String expected, BigDecimal actual) {
    assertEquals(expected, actual.toString());
  }

  @Test
  void thirtyTwoSignificantDigitsCorrectlyRounded() {
    assertText("148.41315910257660342111558004055", DecimalMath.exp(new BigDecimal("5")));
    assertText("7.3890560989306502272304274605750", DecimalMath.exp(new BigDecimal("2")));
    assertText("0.69314718055994530941723212145818", DecimalMath.log(new BigDecimal("2")));
    assertText("0.30102999566398119521373889472449", DecimalMath.log10(new BigDecimal("2")));
    assertText("1.0000000001000000000050000000002", DecimalMath.exp(new BigDecimal("1E-10")));
    assertText("0.99995656838019248961544395597619", DecimalMath.log10(new BigDecimal("9.999")));
  }

  @Test
  void hugeAndTinyResults() {
    assertText(
        "6.4047717221531835165247131427506E+868588963", DecimalMath.exp(new BigDecimal("2E+9")));
    assertText("5.0759588975494567652918094795743E-435", DecimalMath.exp(new BigDecimal("-1000")));
    assertText("-2302.5850929940456840179914546844", DecimalMath.log(new BigDecimal("1E-1000")));
    assertText("230.25850929940456840179914546844", DecimalMath.log(new BigDecimal("1E+100")));
  }

  @Test
  void anArgumentOfMoreDigitsGivesAsManyAndKeepsItsSmallLogarithm() {
    BigDecimal nearOne = new BigDecimal("0.99999999999999999999999999999999999999");
    assertText("-1.0000000000000000000000000000000000000E-38", DecimalMath.log(nearOne));
    assertText("-4.3429448190325182765112891891660508230E-39", DecimalMath.log10(nearOne));
    assertText("2.7182818284590452353602874713526624977", DecimalMath.exp(nearOne));
  }

  @Test
  void cassandrasExactCasesAndLimits() {
    assertText("1", DecimalMath.exp(new BigDecimal("-0.0")));
    assertText("0", DecimalMath.log(new BigDecimal("1.000")));
    assertText("2", DecimalMath.log10(new BigDecimal("100.00")));
    assertText("1E+2", DecimalMath.log10(new BigDecimal("1E+100")));
    assertText("-1", DecimalMath.log10(new BigDecimal("0.1")));
    assertEquals(
        "Overflow",
        assertThrows(ArithmeticException.class, () -> DecimalMath.exp(new BigDecimal("4E+9")))
            .getMessage());
    assertEquals(
        "Natural log of number zero or less",
        assertThrows(ArithmeticException.class, () -> DecimalMath.log(BigDecimal.ZERO))
            .getMessage());
    assertEquals(
        "Log10 of number zero or less",
        assertThrows(ArithmeticException.class, () -> DecimalMath.log10(new BigDecimal("-1")))
            .getMessage());
  }

  @Test
  void logUndoesExpToTheLastDigit() {
    for (String x : new String[] {"0.001", "1.5", "-7.25", "123.456", "-2000.5"}) {
      BigDecimal v = new BigDecimal(x);
      BigDecimal back = DecimalMath.log(DecimalMath.exp(v));
      assertTrue(
          back.subtract(v).abs().compareTo(new BigDecimal("1E-27")) < 0, x + " came back " + back);
    }
  }
}
