// The smallest useful prism program: a forward and inverse FFT of 1024 complex floats, checked by
// the round trip (inverse(forward(x)) = N x, since the inverse is unnormalized).
#include <prism/prism.hpp>

#include <cmath>
#include <complex>
#include <cstdio>
#include <vector>

int main() {
    try {
        prism::Context ctx = prism::Context::create();
        prism::Config cfg;
        cfg.shape = {1024};
        prism::Plan plan = ctx.plan(cfg);

        std::vector<std::complex<float>> x(1024), y(1024);
        for (std::size_t i = 0; i < x.size(); ++i) x[i] = {std::sin(0.1f * i), std::cos(0.3f * i)};
        prism::Buffer data = ctx.allocate(plan.input_bytes());
        data.upload(x);
        plan.forward(data);
        plan.inverse(data);
        ctx.synchronize();
        data.download(y);

        double worst = 0;
        for (std::size_t i = 0; i < x.size(); ++i) worst = std::max(worst, double(std::abs(y[i] / 1024.0f - x[i])));
        std::printf("%s: round trip of 1024 points, largest error %.2e\n", ctx.device().name.c_str(), worst);
        return worst < 1e-5 ? 0 : 1;
    } catch (const prism::Error& e) {
        std::fprintf(stderr, "prism error (%s): %s\n", prism::status_name(e.status()), e.what());
        return 2;
    }
}
